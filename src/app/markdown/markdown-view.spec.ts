import { provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MarkdownView } from './markdown-view';

describe('MarkdownView', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  it('puts no element from model text into the page', async () => {
    const fixture = TestBed.createComponent(MarkdownView);
    fixture.componentRef.setInput('text', 'Hi <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> **there**');
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelector('strong')?.textContent).toEqual('there');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
