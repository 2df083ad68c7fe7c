// The e2e web server: the built platform server on a fresh data directory, with operator
// access, a trusted proxy header so tests can act as visitors from other countries, and mail
// sent to the local SMTP server the forgot-password spec runs (E2E_SMTP_PORT).
// Installers come from E2E_DOWNLOADS_DIR, which the download spec fills and empties.
import { startBuiltServer } from '../fixtures/built-server.mjs';

const server = await startBuiltServer({
  PORT: process.env.E2E_PORT ?? '4300',
  OPERATOR_PASSWORD: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  // A folder the download spec knows (playwright.config.ts), so it can publish an installer.
  ...(process.env.E2E_DOWNLOADS_DIR ? { DOWNLOADS_DIR: process.env.E2E_DOWNLOADS_DIR } : {}),
  ...(process.env.E2E_SMTP_PORT
    ? { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`, MAIL_FROM: 'PlayHub <no-reply@playhub.test>' }
    : {}),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().then(() => process.exit(0)));
server.child.on('exit', (code) => process.exit(code ?? 0));
