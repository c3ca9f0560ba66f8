// Drives a running server over HTTP like the admin does: sign in, rename the home page, and watch the
// public site until the new name is served. Used by the publish-latency benchmark and the real-build test.

interface Entry {
  id: number;
  name: string;
  name_tr: string;
  active: boolean;
  position: number;
}

export class SiteEditor {
  readonly base: string;
  #token = '';

  constructor(base: string) {
    this.base = base.replace(/\/$/, '');
  }

  async login(email: string, password: string): Promise<void> {
    const body = await this.#json('POST', '/v2/api/login', { email, password });
    this.#token = body.token as string;
  }

  /**
   * The body of a write that relabels the home page (page 1) in the primary menu, whose labels show in
   * the navigation of every page; the other entries stay. Makes a primary menu when there is none.
   */
  async homeLabelWrite(labelTr: string, labelEn = labelTr): Promise<{ method: string; pathname: string; body: unknown }> {
    const { menu } = (await this.#json('GET', '/v2/api/menu/primary')) as { menu: { id: number; title: string; data: { pages: Entry[] } } | null };
    const entries: Entry[] = menu?.data.pages.length
      ? menu.data.pages
      : [1, 2, 3, 4, 5, 6, 7].map((id, position) => ({ id, name: '', name_tr: '', active: true, position }));
    if (!entries.some((e) => e.id === 1)) entries.unshift({ id: 1, name: '', name_tr: '', active: true, position: -1 });
    const pages = entries.map((e) => (e.id === 1 ? { ...e, name: labelEn, name_tr: labelTr, active: true } : e));
    const body = { title: menu?.title ?? 'Main menu', is_primary: 1, data: { pages } };
    return menu ? { method: 'PUT', pathname: `/v2/api/menu/${menu.id}`, body } : { method: 'POST', pathname: '/v2/api/menu', body };
  }

  /** Relabels the home page in the navigation (see homeLabelWrite). */
  async setHomeLabel(labelTr: string, labelEn = labelTr): Promise<void> {
    await this.send(await this.homeLabelWrite(labelTr, labelEn));
  }

  async send(w: { method: string; pathname: string; body: unknown }): Promise<Record<string, unknown>> {
    return this.#json(w.method, w.pathname, w.body);
  }

  /** A multipart write, as the admin's forms send (project and news edits). */
  async sendForm(method: 'POST' | 'PUT', pathname: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(this.base + pathname, {
      method,
      headers: { authorization: `Bearer ${this.#token}` },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }

  async page(pathname = '/'): Promise<{ status: number; body: string }> {
    const res = await fetch(this.base + pathname, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.text() };
  }

  /** Milliseconds until `pathname` serves `text` (polling every `everyMs`); throws after `timeoutMs`. */
  async waitFor(text: string, o: { pathname?: string; timeoutMs: number; everyMs?: number }): Promise<number> {
    const t0 = performance.now();
    for (;;) {
      // a connection the busy server reset is "not served yet" (a bench on a loaded machine met one)
      const answer = await this.page(o.pathname ?? '/').catch((err: unknown) => {
        if (err instanceof TypeError) return null;
        throw err;
      });
      if (answer?.status === 200 && answer.body.includes(text)) return performance.now() - t0;
      if (performance.now() - t0 > o.timeoutMs) throw new Error(`"${text}" not served at ${o.pathname ?? '/'} after ${o.timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, o.everyMs ?? 20));
    }
  }

  async buildStatus(): Promise<Record<string, any>> {
    return (await this.#json('GET', '/v2/api/build')).build as Record<string, any>;
  }

  async #json(method: string, pathname: string, payload?: unknown): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = {};
    if (this.#token) headers.authorization = `Bearer ${this.#token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + pathname, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }
}
