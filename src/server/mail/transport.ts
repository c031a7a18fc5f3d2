/** The SMTP transport of the mail worker, from SMTP_URL (nodemailer's URL form). */
import nodemailer from "nodemailer";
import type { MailTransport } from "./worker";

export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  // Bounded waits: one send must end well within the worker's lease (retryPolicy.leaseMs), and a
  // shutdown waits for the send in progress.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 });
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}
