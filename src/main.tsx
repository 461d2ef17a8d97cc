import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { REQUEST_MESSAGES } from './api/messages';
import { startAnalytics } from './app/analytics';
import { App } from './app/app';
import { applyLaunchParams } from './app/boot/apply-launch-params';
import { applyLayoutVars } from './app/boot/layout-vars';
import { watchPreloadErrors } from './app/chunks/preload-error';
import { registerServiceWorker } from './app/service-worker/register-sw';
import { installRequestEffects } from './api/request-effects';
import { hostGoBackWithCode, hostOpenServiceStopped } from './bridge/host';
import { startTestConsole } from './app/test-hosts';
import { versionWatcher } from './app/version-check';
import { showToast } from './components/toast';
import { watchNetwork } from './store/network';
import { startSession } from './store/session-actions';
import './app/global.css';

// spec 000 §3: query parameters → storage, token out of the address bar, first of all.
applyLaunchParams();
applyLayoutVars();
// The request layer imports no UI: its toast and host-app calls are installed here.
installRequestEffects({
  toast: showToast,
  openServiceStopped: hostOpenServiceStopped,
  goBackWithCode: hostGoBackWithCode,
});
watchNetwork();
watchPreloadErrors(() => showToast(REQUEST_MESSAGES.network));
void startSession();
// spec 000 §2: remember the script version seen at start; route changes compare with it.
void versionWatcher.check();
startAnalytics();
// Both load a chunk of their own; a failure there must not become an unhandled rejection.
registerServiceWorker().catch((error: unknown) => console.warn('[sw] not registered', error));
startTestConsole().catch((error: unknown) => console.warn('[vconsole] not started', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
