/**
 * A URL as logs may show it: each query parameter keeps its name and loses its value (`?token=[redacted]`), since
 * values carry secrets (reset tokens) and personal data (searches for a customer's e-mail).
 */
export function redactQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      return equals === -1 ? parameter : `${parameter.slice(0, equals)}=[redacted]`;
    });
  return `${url.slice(0, start)}?${parameters.join('&')}`;
}
