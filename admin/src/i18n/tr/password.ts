// Turkish texts of password reset by mail (Forgot Password, Verify Code, Update Password).
export default {
  'Something went wrong, please try again': 'Bir sorun oluştu, lütfen yeniden deneyin',
  'Please enter your email address': 'Lütfen e-posta adresinizi girin',
  'Please enter your email address and the code': 'Lütfen e-posta adresinizi ve kodu girin',
  'If this address has an account, a code has been sent': 'Bu adrese ait bir hesap varsa bir kod gönderildi',
  'This reset has expired: ask for a new code': 'Bu sıfırlamanın süresi doldu: yeni bir kod isteyin',
  'The passwords do not match': 'Şifreler eşleşmiyor',
  'Password updated': 'Şifre güncellendi',
  'Please wait...': 'Lütfen bekleyin...',
  'Send a new code': 'Yeni kod gönder',
  'Ask for a code first': 'Önce bir kod isteyin',
  'The code is wrong or has expired': 'Kod yanlış ya da süresi dolmuş',
  'Too many tries: ask for a new code': 'Çok fazla deneme: yeni bir kod isteyin',
} satisfies Record<string, string>;
