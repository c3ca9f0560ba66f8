// Turkish texts of the users screens (keys: the English text of SPEC.md).
export default {
  'Please enter a valid email address': 'Lütfen geçerli bir e-posta adresi girin',
  'Password must be at least 6 characters long': 'Şifre en az 6 karakter uzunluğunda olmalıdır',
  'Edit User': 'Kullanıcıyı Düzenle',
  'Add New User': 'Yeni Kullanıcı Ekle',
  'Update User': 'Kullanıcıyı Güncelle',
  'Create User': 'Kullanıcı Oluştur',
  'New User': 'Yeni Kullanıcı',
  Name: 'Ad',
  'Leave blank to keep current password': 'Mevcut şifreyi korumak için boş bırakın',
  'At least 6 characters': 'En az 6 karakter',
  Role: 'Rol',
  'The main administrator account stays an administrator.': 'Ana yönetici hesabı yönetici olarak kalır.',
  'Authors edit and preview; editors also publish; administrators also manage users and site settings.':
    'Yazarlar düzenler ve önizler; editörler ayrıca yayımlar; yöneticiler ayrıca kullanıcıları ve site ayarlarını yönetir.',
  'Profile Image': 'Profil Görseli',
  'JPEG, PNG or GIF, at most 2MB': 'JPEG, PNG veya GIF, en fazla 2MB',
  Users: 'Kullanıcılar',
  'No users found. Please add one.': 'Kullanıcı bulunamadı. Lütfen bir tane ekleyin.',
} satisfies Record<string, string>;
