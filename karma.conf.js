// Headless Debian chromium; --no-sandbox because the tests run as root in a container.
process.env.CHROME_BIN = process.env.CHROME_BIN || '/usr/bin/chromium';

module.exports = function (config) {
  config.set({
    basePath: '',
    frameworks: ['jasmine'],
    plugins: [require('karma-jasmine'), require('karma-chrome-launcher')],
    client: { jasmine: { random: true }, clearContext: false },
    reporters: ['dots'],
    browsers: ['ChromeHeadlessNoSandbox'],
    customLaunchers: {
      ChromeHeadlessNoSandbox: {
        base: 'ChromeHeadless',
        flags: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
    singleRun: true,
    restartOnFileChange: false,
    browserNoActivityTimeout: 60000,
  });
};
