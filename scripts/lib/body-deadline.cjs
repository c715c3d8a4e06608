// Installed in the Next server by scripts/lib/body-deadline-preload.cjs (scripts/start.ts): a
// request's body, other than an upload's, must have arrived whole within a minute, or its connection
// is closed. Next reads the body of every request its proxy sees before the proxy answers, so a
// cross-site POST that sends its body a byte at a time (slowloris) held a connection and the request
// for Node's 300-second requestTimeout; thousands of them would hold as many sockets. Every body
// but an upload's is at most 1 MB (lib/request-limits.ts): a minute is 17 KB/s. Uploads (up to the
// upload limit, over slow links) keep Node's timeout; they are refused before their body is read
// unless signed in or sent with a token (lib/uploads.ts preauthorizeUpload).
const http = require('node:http');

const BODY_DEADLINE_MS = 60_000;
const EXEMPT = /^\/api\/uploads(?:[/?]|$)/;

function hasBody(headers) {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? '0') > 0;
}

function install({ ms = BODY_DEADLINE_MS } = {}) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithBodyDeadline(event, ...args) {
    if (event === 'request') {
      const [req, res] = args;
      if (hasBody(req.headers) && !EXEMPT.test(req.url ?? '')) {
        const timer = setTimeout(() => {
          if (!req.complete) req.socket.destroy();
        }, ms);
        timer.unref();
        const done = () => clearTimeout(timer);
        req.once('end', done);
        res.once('close', done);
      }
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { install, BODY_DEADLINE_MS };
