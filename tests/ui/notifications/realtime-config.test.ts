import { describe, expect, it } from 'vitest';
import { readRealtimeEndpoint } from '../../../src/web/realtime-config';

/** A page whose head has the given `<meta name="kestrel-realtime">` content (escaped as the server does). */
function pageWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'kestrel-realtime';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('readRealtimeEndpoint', () => {
  it('reads the key, host and port the server put into the page', () => {
    expect(readRealtimeEndpoint(pageWith('{"key":"app-key","wsHost":"portal.example.com","wsPort":6001}'))).toEqual({
      key: 'app-key',
      wsHost: 'portal.example.com',
      port: 6001,
    });
  });

  it.each([
    ['no tag', null],
    ['an empty tag', ''],
    ['not JSON', '{key:'],
    ['no key', '{"wsHost":"h","wsPort":6001}'],
    ['no host', '{"key":"k","wsPort":6001}'],
    ['a port out of range', '{"key":"k","wsHost":"h","wsPort":70000}'],
    ['a port as text', '{"key":"k","wsHost":"h","wsPort":"6001"}'],
    ['a JSON array', '[1,2]'],
  ])('gives nothing (the inbox then works without live updates) for %s', (_case, content) => {
    expect(readRealtimeEndpoint(pageWith(content))).toBeUndefined();
  });
});
