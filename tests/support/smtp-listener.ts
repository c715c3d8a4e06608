// A minimal SMTP listener on loopback that stands in for the mail server and keeps what it receives
// (the tests of mailed invitations and password resets).
import { createServer, type Server } from 'node:net';

export type SmtpListener = { url: string; received: string[]; close: () => Promise<void> };

export async function startSmtpListener(): Promise<SmtpListener> {
  const received: string[] = [];
  const smtp: Server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 test SMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split(/(?<=\r\n)/)) {
        if (inData) {
          data += line;
          if (data.endsWith('\r\n.\r\n')) {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line.trim()) socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A mail's body as written (quoted-printable soft line breaks joined). */
export const mailText = (mail: string): string => mail.replace(/=\r\n/g, '');
