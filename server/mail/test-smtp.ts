// A real SMTP server for tests (smtp-server on 127.0.0.1, a free port): it keeps what it receives,
// decoded enough to read (subject, recipients, the text and HTML parts), and can refuse the next
// messages the way a full mailbox or a busy server does.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** the next `count` messages get a temporary failure (451) after their data */
  refuseNext(count: number): void;
  /** how many messages were refused so far */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...readMessage(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headersAndBody(part: string): { headers: Map<string, string>; body: string } {
  const split = part.indexOf('\r\n\r\n');
  const head = split < 0 ? part : part.slice(0, split);
  const body = split < 0 ? '' : part.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes a subject that is not plain ASCII. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function readMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = headersAndBody(raw);
  const out = { subject: decodeWords(headers.get('subject') ?? ''), text: '', html: '' };
  const parts: string[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) parts.push(...body.split(`--${boundary}`).slice(1, -1));
  else parts.push(raw);
  for (const part of parts) {
    const p = headersAndBody(part.replace(/^\r\n/, ''));
    const type = p.headers.get('content-type') ?? 'text/plain';
    const text = decodeBody(p.body.replace(/\r\n$/, ''), p.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) out.html = text;
    else if (type.startsWith('text/plain')) out.text = text;
  }
  return out;
}
