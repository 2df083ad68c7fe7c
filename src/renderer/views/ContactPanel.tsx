import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { contactLabel, type ContactCsType } from '../../shared/api/contact-channels';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import './contact-panel.css';

/** One outline icon per channel (24 px grid, currentColor). */
const ICONS: Record<ContactCsType, string> = {
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M6 3h3l2 5-2 1a11 11 0 0 0 6 6l1-2 5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z',
  viber: 'M6 3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-6l-4 4v-4H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM10 7a4 4 0 0 1 4 4',
  line: 'M12 4c5 0 9 3 9 7s-4 7-9 7l-4 3v-3.5C5 16 3 14 3 11c0-4 4-7 9-7zM8 9v4h2M13 9v4M16 9v4',
};

/**
 * The brand's contact channels (customer service until live chat exists): e-mail, phone and
 * messengers, each a link its app opens (mailto:, tel:, the messenger's link), shown with what the
 * player recognises (the address, the number). Operators edit them (README, "customer service").
 */
export const ContactPanel = observer(function ContactPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  const channels = siteConfig.contactChannels;
  return (
    <Modal title={t('contact.title')} name="contact" onClose={onClose}>
      <p className="muted contact-panel__intro">{t(channels.length > 0 ? 'contact.intro' : 'contact.none')}</p>
      {channels.length > 0 && (
        <ul className="contact-panel" data-testid="contact-channels">
          {channels.map((channel) => {
            const type = channel.csType as ContactCsType;
            const web = /^https?:/i.test(channel.path);
            return (
              <li key={`${channel.csType}-${channel.path}`}>
                <a
                  className="contact-panel__item"
                  href={channel.path}
                  {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className={`contact-panel__icon contact-panel__icon--${type}`} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="22" height="22">
                      <path
                        d={ICONS[type]}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                  <span className="contact-panel__text">
                    <span className="contact-panel__name">{t(`contact.channels.${type}`)}</span>
                    <span className="contact-panel__value">{contactLabel(channel.path)}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
});
