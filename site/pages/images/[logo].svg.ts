// /images/default-logo.svg (Turkish) and /images/default-logo-en.svg: the logo shown while none is
// uploaded, with the company's name of each language (site/lib/default-logo.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGS, type Lang } from '../../i18n/index.ts';
import { siteCompany } from '../../lib/company.ts';
import { defaultLogoSrc, defaultLogoSvg } from '../../lib/default-logo.ts';

export const getStaticPaths = (() =>
  LANGS.map((lang) => ({ params: { logo: defaultLogoSrc(lang).replace(/^\/images\/|\.svg$/g, '') }, props: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang }> = async ({ props }) => {
  const { name } = await siteCompany(props.lang);
  return new Response(defaultLogoSvg(name, props.lang), { headers: { 'Content-Type': 'image/svg+xml' } });
};
