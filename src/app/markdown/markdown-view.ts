import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { renderMarkdown } from './render-markdown';

/** Shows model text as Markdown; the renderer escapes first and Angular's sanitizer checks the result again. */
@Component({
  selector: 'app-markdown-view',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="markdown" [innerHTML]="html()"></div>`,
})
export class MarkdownView {
  readonly text = input.required<string>();
  protected readonly html = computed(() => renderMarkdown(this.text()));
}
