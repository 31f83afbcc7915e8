// Script errors and failed calls are reported to the platform (POST /error/info, spec 02 §8).
import { onSdkEvent, reportClientError } from '@zc/sdk';

const report = (record: Parameters<typeof reportClientError>[0]) => {
  // A report that fails is not reported again.
  reportClientError(record).catch(() => undefined);
};

export function reportErrors() {
  window.addEventListener('error', (event) =>
    report({
      body: { type: 'script', code: 0, message: String(event.message).slice(0, 2000), url: window.location.href },
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    report({
      body: { type: 'script', code: 0, message: String(event.reason).slice(0, 2000), url: window.location.href },
    }),
  );
  onSdkEvent('requestFailed', ({ status, statusText, url, method, data }) => {
    if (url.includes('/error/info')) return;
    report({
      body: {
        type: 'ajax',
        status,
        statusText: statusText.slice(0, 200),
        url: url.slice(0, 2000),
        method,
        data: data.slice(0, 10_000),
      },
    });
  });
}
