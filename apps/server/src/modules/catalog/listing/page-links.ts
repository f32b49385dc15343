/**
 * The Link header of a page (RFC 8288): the same address with the page before and after, when
 * such pages exist. Other parameters stay as the client sent them.
 */
export function pageLinks(requestUrl: string, page: number, limit: number, total: number): string | null {
  const [path, search = ''] = requestUrl.split('?', 2) as [string, string?];
  const linkTo = (target: number) => {
    const parameters = new URLSearchParams(search);
    parameters.set('page', String(target));
    return `<${path}?${parameters.toString()}>`;
  };
  const links: string[] = [];
  const lastPage = Math.max(1, Math.ceil(total / limit));
  if (page < lastPage) links.push(`${linkTo(page + 1)}; rel="next"`);
  // Past the end, "prev" leads back to the last page that has tools.
  if (page > 1) links.push(`${linkTo(Math.min(page - 1, lastPage))}; rel="prev"`);
  return links.length > 0 ? links.join(', ') : null;
}
