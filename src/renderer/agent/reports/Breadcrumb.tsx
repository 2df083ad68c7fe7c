/**
 * Where a drill-down stands: from the agent down to the node shown. Every level above the last
 * opens that level's team; the last is the current one.
 */
export function Breadcrumb({
  label,
  items,
  onOpen,
}: {
  label: string;
  items: readonly { id: number; username: string }[];
  onOpen: (id: number, index: number) => void;
}) {
  return (
    <nav className="agent-crumbs" aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <li key={item.id}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.username}</span>
            ) : (
              <button type="button" className="agent-link" onClick={() => onOpen(item.id, index)}>
                {item.username}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
