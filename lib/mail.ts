// Mail, when SMTP_URL is set (smtp://user:password@host:587, smtps://… for TLS): invitations are
// also mailed. Without it nothing is sent, and the invitation link shown to the admin is the way.
import 'server-only';
import nodemailer from 'nodemailer';
import { readEnv } from './env';

export type Mail = { to: string; subject: string; text: string };

export function isMailConfigured(): boolean {
  return Boolean(readEnv().SMTP_URL);
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = readEnv();
  if (!env.SMTP_URL) return;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  await transport.sendMail({ from: env.SMTP_FROM, ...mail });
}

export function invitationMail(args: { email: string; teamName: string; role: string; inviterName: string; link: string }): Mail {
  return {
    to: args.email,
    subject: `${args.inviterName} invites you to ${args.teamName} on benchboard`,
    text:
      `${args.inviterName} invites you to join the team "${args.teamName}" on benchboard as ${args.role}.\n\n` +
      `Open this link to create your account and join (it works for 7 days):\n${args.link}\n\n` +
      'If you did not expect this, ignore this mail.\n',
  };
}

export function passwordResetMail(args: { email: string; link: string }): Mail {
  return {
    to: args.email,
    subject: 'Set a new benchboard password',
    text:
      `Someone (you, we hope) asked to set a new password for ${args.email} on benchboard.\n\n` +
      `Open this link to choose it (it works once, for an hour; every session of the account is then signed out):\n${args.link}\n\n` +
      'If you did not ask, ignore this mail: your password stays as it is.\n',
  };
}
