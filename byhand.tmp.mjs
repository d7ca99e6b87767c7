// By-hand run (not committed): one conversation per language at phone width, screenshots and replies printed.
import { ask, launchBrowser, openApp } from './tests/e2e/browser-session.mjs';
const conversations = {
  en: ['museums near Museumplein in Amsterdam', 'is the first one step-free?', 'and are there accessible toilets there?', 'cafés near there', 'how far is the second café from the museum?', 'What about the third?', 'back to the museums, compare the first two, price + rating', 'thanks!'],
  tl: ['chicken rice sa Singapore', 'yung una, wheelchair accessible ba? at paano pumunta dun?', 'may CR para sa wheelchair ba dun?', 'may malapit bang kape dun?', 'gaano kalayo yung pangalawa mula sa chicken rice?', 'balik tayo sa chicken rice kanina, alin ang pinakamura?', 'salamat!'],
  nl: ['pastéis de nata in Lissabon', 'de eerste, is die rolstoeltoegankelijk? en hoe kom ik daar?', 'is er daar een rolstoeltoilet?', 'musea in de buurt', 'hoe ver is de tweede van de bakkerij?', 'terug naar de pastelarias, welke is het goedkoopst?', 'bedankt!'],
};
const browser = await launchBrowser();
for (const [lang, turns] of Object.entries(conversations)) {
  const { context, page } = await openApp(browser, { viewport: { width: 390, height: 844 } });
  for (const [i, text] of turns.entries()) {
    const reply = await ask(page, text);
    console.log(`[${lang} ${i}] ${text}\n   -> ${(await reply.innerText()).replace(/\s+/g, ' ').slice(0, 260)}`);
    await page.screenshot({ path: `/work/byhand/${lang}-${i}.png` });
  }
  await page.screenshot({ path: `/work/byhand/${lang}-full.png`, fullPage: true });
  await context.close();
}
await browser.close();
