/**
 * Test-only: a local OpenAI-compatible endpoint (POST /v1/chat/completions) on 127.0.0.1 that
 * answers with canned JSON per request and records every request body, so the LLM extractor is
 * tested over real HTTP through the AI SDK without any external service.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format?: unknown;
}

export interface LocalLlmServer {
  baseURL: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalLlmServer(
  answer: (request: ChatRequest) => unknown,
): Promise<LocalLlmServer> {
  const requests: ChatRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `unexpected ${request.method} ${request.url}` } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    requests.push(body);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(answer(body)) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
