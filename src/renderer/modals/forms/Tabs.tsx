interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
}

/** A row of tabs (login by username or SMS, register by username or mobile, forgot by e-mail or phone). */
export function Tabs<T extends string>({ label, tabs, value, onChange }: TabsProps<T>) {
  if (tabs.length < 2) return null;
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={`tabs__tab${tab.id === value ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
