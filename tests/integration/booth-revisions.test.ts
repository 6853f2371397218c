import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { CONSOLE_CSRF_HEADER } from '../../schemas/api/operator-console';
import { startTestServer, type TestServer } from './helpers';

/**
 * Edits that are never lost (ADR 0044): a write based on a stale page revision is refused with
 * who changed it and when; invalid drafts are kept; a scheduled version can be moved and cancelled.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface Operator {
  cookie: string;
  csrf: string;
}

async function signIn(name: string): Promise<Operator> {
  const res = await fetch(`${server.url}/api/booth/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: server.operatorToken, name }),
  });
  const body = (await res.json()) as Envelope<{ csrfToken: string }>;
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', csrf: body.result.csrfToken };
}

async function op<T = unknown>(
  who: Operator,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
  lang = 'zh-CN',
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      cookie: who.cookie,
      [CONSOLE_CSRF_HEADER]: who.csrf,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const picture = (id: string) => ({
  id,
  type: 'picture',
  props: { image: { src: `/api/file-storage/file/booth/${id}.jpg`, width: 750, height: 300 } },
});
const layoutOf = (pageId: string, blocks: unknown[]) => ({
  schemaVersion: 2,
  pageId,
  pageCode: null,
  title: 'Revisions',
  version: 1,
  blocks,
});

interface LayoutAnswer {
  serverTime: number;
  source: string;
  version: number | null;
  layout: { blocks: { id: string }[] };
  revision: number;
  changedBy: string | null;
}
const read = (who: Operator, key: string) => op<LayoutAnswer>(who, 'GET', `/pages/${key}/layout`);

describe('page revisions', () => {
  it('refuses a save and a publish based on a stale revision, naming who changed the page and when', async () => {
    const ada = await signIn('Ada');
    const bo = await signIn('Bo');
    const key = 'id-rev-two';
    expect((await op(ada, 'PUT', `/pages/${key}/draft`, layoutOf('rev-two', [picture('a1')]))).status).toBe(
      200,
    );
    // Both open the page at the same revision.
    const opened = (await read(bo, key)).body.result.revision;
    expect((await read(ada, key)).body.result.revision).toBe(opened);

    const adaSave = await op<{ revision: number }>(
      ada,
      'PUT',
      `/pages/${key}/draft?baseRevision=${opened}`,
      layoutOf('rev-two', [picture('a1'), picture('ada-work')]),
    );
    expect(adaSave.status).toBe(200);
    expect(adaSave.body.result.revision).toBe(opened + 1);

    // Bo's save and publish, both based on what he opened, are refused and name Ada.
    const boSave = await op<{ changedBy: string; revision: number }>(
      bo,
      'PUT',
      `/pages/${key}/draft?baseRevision=${opened}`,
      layoutOf('rev-two', [picture('bo-work')]),
    );
    expect(boSave.status).toBe(409);
    expect(boSave.body.resMsg).toContain('由 Ada 于');
    expect(boSave.body.result).toMatchObject({ changedBy: 'Ada', revision: opened + 1 });
    const boPublish = await op(bo, 'POST', `/pages/${key}/publish`, { baseRevision: opened }, 'en');
    expect(boPublish.status).toBe(409);
    expect(boPublish.body.resMsg).toContain('changed by Ada at');

    // Nothing of Ada's draft was lost, and nothing went live.
    const after = (await read(bo, key)).body.result;
    expect(after.source).toBe('draft');
    expect(after.layout.blocks.map((b) => b.id)).toEqual(['a1', 'ada-work']);
    expect((await fetch(`${server.url}/api/booth/page?pageId=rev-two`)).status).toBe(404);

    // Based on the fresh revision, Bo's publish goes through.
    const fresh = await op<{ version: number }>(bo, 'POST', `/pages/${key}/publish`, {
      baseRevision: after.revision,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.result.version).toBe(1);
  });

  it('keeps an invalid draft of an existing page with its issues, and refuses to publish it', async () => {
    const ada = await signIn('Ada');
    const key = 'id-rev-invalid';
    await op(ada, 'PUT', `/pages/${key}/draft`, layoutOf('rev-invalid', [picture('ok')]));
    const saved = await op<{ issues: { path: string }[] }>(
      ada,
      'PUT',
      `/pages/${key}/draft`,
      layoutOf('rev-invalid', [
        picture('ok'),
        { id: 'no-height', type: 'picture', props: { image: { src: '/api/file-storage/x.jpg', width: 10 } } },
      ]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result.issues.map((i) => i.path)).toEqual(['blocks[1].props.image.height']);
    const back = (await read(ada, key)).body.result;
    expect(back.layout.blocks.map((b) => b.id)).toEqual(['ok', 'no-height']);
    const publish = await op(ada, 'POST', `/pages/${key}/publish`, {});
    expect(publish.status).toBe(400);
  });
});

describe('scheduled versions', () => {
  it('opens a new page whose first version waits, moves its time and cancels it back into the draft', async () => {
    const ada = await signIn('Ada');
    const key = 'id-rev-later';
    await op(ada, 'PUT', `/pages/${key}/draft`, layoutOf('rev-later', [picture('soon')]));
    // Times on the server's clock, which tests may set apart from this machine's.
    const now = (await read(ada, key)).body.result.serverTime;
    const later = now + 2 * 60 * 60 * 1000;
    const published = await op<{ version: number }>(ada, 'POST', `/pages/${key}/publish`, {
      publishAt: later,
    });
    expect(published.status).toBe(200);

    const opened = (await read(ada, key)).body.result;
    expect(opened).toMatchObject({ source: 'scheduled', version: 1 });
    expect(opened.layout.blocks.map((b) => b.id)).toEqual(['soon']);

    const moved = await op(ada, 'PUT', `/pages/${key}/schedules/1`, {
      publishAt: later + 60_000,
      baseRevision: opened.revision,
    });
    expect(moved.status).toBe(200);
    const versions = await op<{ versions: { version: number; publishAt: number; scheduled: boolean }[] }>(
      ada,
      'GET',
      `/pages/${key}/versions`,
    );
    expect(versions.body.result.versions).toEqual([
      expect.objectContaining({ version: 1, publishAt: later + 60_000, scheduled: true }),
    ]);
    // A time in the past is refused; so is a stale base.
    expect((await op(ada, 'PUT', `/pages/${key}/schedules/1`, { publishAt: now - 1000 })).status).toBe(400);
    expect(
      (await op(ada, 'POST', `/pages/${key}/schedules/1/cancel`, { baseRevision: opened.revision })).status,
    ).toBe(409);

    const cancelled = await op<{ restoredAsDraft: boolean }>(
      ada,
      'POST',
      `/pages/${key}/schedules/1/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result.restoredAsDraft).toBe(true);
    const draft = (await read(ada, key)).body.result;
    expect(draft.source).toBe('draft');
    expect(draft.layout.blocks.map((b) => b.id)).toEqual(['soon']);
    const listed = await op<{ versions: { version: number | null; status: string }[] }>(
      ada,
      'GET',
      `/pages/${key}/versions`,
    );
    expect(listed.body.result.versions.map((v) => [v.version, v.status])).toEqual([
      [null, 'draft'],
      [1, 'cancelled'],
    ]);
    // Cancelled is final: it cannot be cancelled or moved again, and shoppers never get it.
    expect((await op(ada, 'POST', `/pages/${key}/schedules/1/cancel`, {})).status).toBe(409);
    // The next publish takes a new number: v1 stays in the history as it was.
    const next = await op<{ version: number }>(ada, 'POST', `/pages/${key}/publish`, {});
    expect(next.body.result.version).toBe(2);
  });
});
