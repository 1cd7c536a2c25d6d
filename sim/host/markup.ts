// Text put into XML or HTML, apart from the pairings' readers: the hall page's bundle takes it without the XML parser.

/** Text as XML or HTML: every character markup gives a meaning to, as a character reference. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
}
