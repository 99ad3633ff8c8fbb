import type { Platform } from '../container';
import { GotTransport } from '../../src-infra/http/got.transport';
import { FileCookieJar } from '../../src-infra/session/file-cookie-jar';

/**
 * The platform of a Node client (the command line, the contract tests): got for HTTP and a cookie
 * jar saved to `cookieFile`, shared by the transport (cookies the server sets) and the session store
 * (`authToken`, `user`, `user_role`).
 */
export function nodePlatform(baseUrl: string, cookieFile: string, onUnauthenticated?: () => void): Platform {
  const cookies = FileCookieJar.open(cookieFile, baseUrl);
  return { baseUrl, transport: new GotTransport({ cookieJar: cookies.jar }), cookies, onUnauthenticated };
}
