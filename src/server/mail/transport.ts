/** The SMTP transport of the mail worker, from SMTP_URL (nodemailer's URL form). */
import nodemailer from "nodemailer";
import type { MailTransport } from "./worker";

export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}
