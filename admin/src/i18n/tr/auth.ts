// Turkish texts of the auth screens (keys: the English text of SPEC.md).
export default {
  'Please enter both email and password': 'Lütfen e-posta adresinizi ve şifrenizi girin',
  'Signing in...': 'Giriş yapılıyor...',
  'Your sign-in could not be checked: the server did not answer. Reload the page to try again.':
    'Oturumunuz denetlenemedi: sunucu yanıt vermedi. Yeniden denemek için sayfayı yenileyin.',
  'Login successful!': 'Giriş başarılı!',
  'An error occurred during login': 'Giriş sırasında bir hata oluştu',
  'Sign in': 'Giriş yap',
  'Sign in to manage the website.': 'Web sitesini yönetmek için giriş yapın.',
  'Hide password': 'Şifreyi gizle',
  'Show password': 'Şifreyi göster',
  'Remember me': 'Beni hatırla',
  'Forgot password?': 'Şifrenizi mi unuttunuz?',
  'Back to sign in': 'Girişe dön',
  'Enter your email address and we will send you a code.': 'E-posta adresinizi girin, size bir kod gönderelim.',
  'Send Code': 'Kod Gönder',
  'Enter the code we sent to your email.': 'E-postanıza gönderdiğimiz kodu girin.',
  Verify: 'Doğrula',
  'Verification code': 'Doğrulama kodu',
  'Choose a new password.': 'Yeni bir şifre belirleyin.',
  'New password': 'Yeni şifre',
  'Confirm password': 'Şifreyi onayla',
} satisfies Record<string, string>;
