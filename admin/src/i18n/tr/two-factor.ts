// Turkish texts of two-factor sign-in (issue 29): the sign-in's second step, the user's own setup, the
// badge and action of User Management, the policy of Site Settings, and the server's messages.
export default {
  'Two-factor sign-in': 'İki adımlı giriş',
  'Two-factor': 'İki adımlı giriş',
  'Please enter the code': 'Lütfen kodu girin',
  'Enter one of your recovery codes.': 'Kurtarma kodlarınızdan birini girin.',
  'Enter the 6-digit code of your authenticator app.': 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  'Recovery code': 'Kurtarma kodu',
  'Recovery codes': 'Kurtarma kodları',
  'Authentication code': 'Doğrulama kodu',
  'Use the authenticator app': 'Doğrulama uygulamasını kullan',
  'Use a recovery code': 'Kurtarma kodu kullan',
  'Your administrator requires two-factor sign-in: set it up to continue.': 'Yöneticiniz iki adımlı girişi zorunlu kıldı: devam etmek için kurun.',
  'Keep these codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.':
    'Bu kodları güvenli bir yerde saklayın. Telefonunuzu kaybederseniz her biri bir kez giriş yapmanızı sağlar. Yalnızca şimdi gösterilirler.',
  Download: 'İndir',
  'I have saved them': 'Kaydettim',
  'Two-factor sign-in is on': 'İki adımlı giriş açık',
  'To turn it off, enter your password and a code of your authenticator app.': 'Kapatmak için şifrenizi ve doğrulama uygulamanızdaki bir kodu girin.',
  'Turn off two-factor': 'İki adımlı girişi kapat',
  'Set up two-factor sign-in': 'İki adımlı girişi kur',
  'After your password, you will also enter a code from an authenticator app on your phone.':
    'Şifrenizden sonra telefonunuzdaki doğrulama uygulamasından bir kod da gireceksiniz.',
  'Scan this QR code with your authenticator app, or type the key below into it.':
    'Bu QR kodunu doğrulama uygulamanızla tarayın ya da aşağıdaki anahtarı uygulamaya yazın.',
  'QR code for your authenticator app': 'Doğrulama uygulamanız için QR kodu',
  Key: 'Anahtar',
  'Turn on': 'Aç',
  'Set up': 'Kur',
  'Nobody must use it': 'Kimse için zorunlu değil',
  'Administrators must use it': 'Yöneticiler için zorunlu',
  'Everyone must use it': 'Herkes için zorunlu',
  'Who must sign in with a second factor': 'Kimler iki adımlı giriş kullanmak zorunda',
  'A user the rule covers who has not set it up yet can only set it up after signing in. That includes you.':
    'Kuralın kapsadığı ve henüz kurmamış bir kullanıcı, giriş yaptıktan sonra yalnızca kurulumu yapabilir. Buna siz de dahilsiniz.',
  Security: 'Güvenlik',
  'Turn off two-factor sign-in for {email}?': '{email} için iki adımlı giriş kapatılsın mı?',
  Off: 'Kapalı',
} satisfies Record<string, string>;
