// Runs in a Web Worker: decoding and parsing a large log must not freeze the page.
import { type ParseReply, type ParseRequest, prepareBytes } from './prepare-bytes';

addEventListener('message', async (event: MessageEvent<ParseRequest>) => {
  const { id, bytes, name } = event.data;
  let reply: ParseReply;
  try {
    reply = { id, ok: true, prepared: await prepareBytes(bytes, name) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  postMessage(reply);
});
