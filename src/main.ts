import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { appConfig } from './app/app.config';

bootstrapApplication(App, appConfig).catch((error) => {
  // Never a blank page: say something went wrong in place of the app.
  document.body.textContent = 'Concierge could not start. Please reload the page.';
  throw error;
});
