import { describe, expect, it } from 'vitest';
import { jsonForScript, localBusiness } from './json-ld.ts';

describe('jsonForScript', () => {
  it('writes no character that could end a script element or a JavaScript line, and keeps the value', () => {
    const value = { name: 'A </script><!-- & \u2028\u2029 B' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('localBusiness', () => {
  it('leaves out what the company left blank', () => {
    const data = localBusiness(
      { name: 'Yapı', description: '', phone: '', email: 'a@b.tr', address: '' },
      { url: 'https://x.tr/', logo: 'https://x.tr/logo.svg', sameAs: [] },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Yapı',
      url: 'https://x.tr/',
      logo: 'https://x.tr/logo.svg',
      image: 'https://x.tr/logo.svg',
      email: 'a@b.tr',
    });
  });
});
