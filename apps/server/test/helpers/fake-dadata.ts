import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a DaData-style suggestions service:
 * POST /suggestions/api/4_1/rs/suggest/address with `Authorization: Token <key>` and { query, count }
 * answers { suggestions: [{ value, unrestricted_value, data: { geo_lat, geo_lon, city, region, … } }] }
 * (coordinates as text, as the real service sends them); a wrong key answers 403.
 */
export type FakeDadataMode = 'ok' | 'failing' | 'slow';

export type FakeDadataRequest = {
  path: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
};

export type FakeDadata = {
  /** DADATA_URL for the app. */
  url: string;
  key: string;
  requests: FakeDadataRequest[];
  /** 'failing' answers 500 to everything; 'slow' answers after `slowMs`. */
  mode: FakeDadataMode;
  slowMs: number;
  env: () => Record<string, string>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export const FAKE_DADATA_KEY = 'fake-dadata-key';

/** The addresses the fake knows, in the service's shape. */
export const FAKE_ADDRESSES = [
  {
    value: 'г Москва, ул Крылатская, д 10',
    unrestricted_value: '121552, г Москва, р-н Крылатское, ул Крылатская, д 10',
    data: {
      geo_lat: '55.7586453',
      geo_lon: '37.4301522',
      city: 'Москва',
      region: 'Москва',
      region_with_type: 'г Москва',
    },
  },
  {
    value: 'г Москва, ул Крылатская, д 2',
    unrestricted_value: '121552, г Москва, р-н Крылатское, ул Крылатская, д 2',
    data: {
      geo_lat: '55.7670157',
      geo_lon: '37.4418831',
      city: 'Москва',
      region: 'Москва',
      region_with_type: 'г Москва',
    },
  },
  {
    value: 'Московская обл, г Дмитров, ул Крылатская',
    unrestricted_value: '141800, Московская обл, Дмитровский р-н, г Дмитров, ул Крылатская',
    data: {
      geo_lat: null,
      geo_lon: null,
      city: 'Дмитров',
      region: 'Московская',
      region_with_type: 'Московская обл',
    },
  },
];

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
};

const words = (text: string) => text.toLowerCase().replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);

export const createFakeDadata = (): FakeDadata => {
  let server: Server | null = null;
  const fake: FakeDadata = {
    url: '',
    key: FAKE_DADATA_KEY,
    requests: [],
    mode: 'ok',
    slowMs: 2_000,
    env: () => ({ DADATA_URL: fake.url, DADATA_API_KEY: fake.key }),
    async start() {
      server = createServer((request, response) => {
        void (async () => {
          const body = await readBody(request);
          const path = new URL(request.url ?? '/', 'http://fake.dadata').pathname;
          fake.requests.push({
            path,
            method: request.method ?? '',
            authorization: request.headers.authorization,
            body,
          });
          if (fake.mode === 'failing') return send(response, 500, { message: 'Internal Server Error' });
          if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
          if (request.method !== 'POST' || path !== '/suggestions/api/4_1/rs/suggest/address')
            return send(response, 404, { message: 'Not Found' });
          if (request.headers.authorization !== `Token ${fake.key}`)
            return send(response, 403, { message: 'Forbidden' });
          const { query = '', count = 10 } = (body ?? {}) as { query?: string; count?: number };
          const asked = words(query);
          const found = FAKE_ADDRESSES.filter((address) => {
            const known = words(address.unrestricted_value);
            return asked.every((word) => known.some((candidate) => candidate.startsWith(word)));
          });
          return send(response, 200, { suggestions: found.slice(0, count) });
        })().catch(() => {
          if (!response.headersSent) send(response, 500, { message: 'fake failed' });
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
  return fake;
};
