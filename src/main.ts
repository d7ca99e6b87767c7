import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { appConfig } from './app/app.config';
import { browserLanguage } from './app/language/chrome-language';
import { uiTextFor } from './app/language/ui-text';

bootstrapApplication(App, appConfig).catch((error) => {
  // Never a blank page: say something went wrong in place of the app.
  document.body.textContent = uiTextFor(browserLanguage(navigator.languages ?? [])).startFailed;
  throw error;
});
