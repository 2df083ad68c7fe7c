import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootstrap } from './boot/bootstrap';
import '../shared/styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/status.css';
import './styles/shell.css';

const container = document.getElementById('root');
if (container) {
  void bootstrap(window).then(({ store, i18n }) => {
    createRoot(container).render(
      <StrictMode>
        <App store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
}
