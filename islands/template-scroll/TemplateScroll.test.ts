import { describe, expect, it } from 'vitest';
import { templateTarget } from './TemplateScroll';

describe('theme_template_id', () => {
  it('names a template on the page, not its sticky copy', () => {
    document.body.innerHTML = '<div class="elementor-sticky__spacer"><div class="elementor elementor-540"></div></div><div id="real" class="elementor elementor-540"></div><div class="elementor elementor-5400"></div>';
    expect(templateTarget('?theme_template_id=540')?.id).toBe('real');
    expect(templateTarget('?a=1&theme_template_id=540&b=2')?.id).toBe('real');
    expect(templateTarget('?theme_template_id=99')).toBeNull();
    expect(templateTarget('?theme_template_id=')).toBeNull();
    expect(templateTarget('')).toBeNull();
  });
});
