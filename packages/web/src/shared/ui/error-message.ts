/** What to tell the user about a failed call: the server's msg (ApiError), else the error's message. */
export function errorMessage(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (typeof error === 'object' && error !== null) {
    const { msg, message } = error as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : fallback;
}
