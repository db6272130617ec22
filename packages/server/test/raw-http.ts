import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after answering. */
  closed: boolean;
}

interface Parsed {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(bytes: Buffer): Parsed | null {
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = bytes.subarray(split + 4);
  const length = Number(headers['content-length'] ?? 0);
  if (body.length < length) return null;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}

/**
 * Sends a request head (and `body`, if any) over a bare keep-alive socket and reads the answer: for
 * checking that the server answers from the headers alone, without waiting for a body that never
 * comes, and whether it then closes the connection instead of reading on.
 */
export function sendRawRequest(
  baseUrl: string,
  head: { method?: string; path: string; headers: Record<string, string> },
  body?: string | Buffer,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let answer: Parsed | null = null;
    let settled = false;
    const settle = (closed: boolean) => {
      if (settled || !answer) return;
      settled = true;
      resolve({ ...answer, closed });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      answer ??= parseAnswer(Buffer.concat(chunks));
      if (!answer) return;
      if (answer.headers.connection !== 'close') settle(false);
      // A server that says close but keeps the socket open is caught by the timeout.
      else setTimeout(() => settle(false), 3000).unref();
    });
    socket.on('close', () => {
      if (answer) settle(true);
      else if (!settled) reject(new Error(`closed without an answer: ${Buffer.concat(chunks).toString()}`));
    });
    socket.on('error', (error) => {
      if (!answer) reject(error);
    });
    const lines = [`${head.method ?? 'POST'} ${head.path} HTTP/1.1`, `Host: ${url.host}`];
    for (const [name, value] of Object.entries(head.headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (body !== undefined) socket.write(body);
  });
}
