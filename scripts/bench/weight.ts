// Page weight of a release's page: the HTML (styles are inlined in it) and the scripts it loads from
// /_astro/ (modules and island entries), raw and gzipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface PageWeight {
  html: number;
  htmlGzip: number;
  /** bytes of inline <style> in the HTML */
  css: number;
  js: number;
  jsGzip: number;
}

export function pageWeight(release: string, page: string): PageWeight {
  const html = fs.readFileSync(path.join(release, page));
  const text = html.toString('utf8');
  const css = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
  const scripts = new Set([...text.matchAll(/\/_astro\/[^"'\s)>]+\.js/g)].map((m) => m[0]));
  let js = 0;
  let jsGzip = 0;
  for (const s of scripts) {
    const file = path.join(release, s);
    if (!fs.existsSync(file)) continue;
    const body = fs.readFileSync(file);
    js += body.length;
    jsGzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { html: html.length, htmlGzip: zlib.gzipSync(html, { level: 9 }).length, css, js, jsGzip };
}
