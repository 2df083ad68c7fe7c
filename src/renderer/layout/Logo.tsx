/** The brand mark (decorative; the link around it carries the accessible name). */
export function Logo() {
  return <img className="logo" src="/logo.svg" alt="" width={36} height={36} />;
}
