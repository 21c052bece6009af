import { describe, expect, it } from 'vitest';
import { fillTemplate, withFirstView } from './first-view.js';

describe('first-view templates', () => {
  it('fills slots escaped, and keeps a section only when its slot has a value', () => {
    const template = '<h2 data-en="{{en}}">{{ar}}</h2>{{#note}}<p>{{note}}</p>{{/note}}{{^note}}<p>none</p>{{/note}}';
    expect(fillTemplate(template, { en: 'A "quote"', ar: 'عباية <b>', note: '' })).toBe(
      '<h2 data-en="A &#34;quote&#34;">عباية &#60;b&#62;</h2><p>none</p>',
    );
    expect(fillTemplate(template, { en: 'x', ar: 'y', note: 'kept' })).toBe('<h2 data-en="x">y</h2><p>kept</p>');
  });

  it('repeats a list section once per item, each item seeing its own slots and the outer ones', () => {
    const template = '<ul>{{#cards}}<li class="{{tone}}">{{name}}{{#image}}<img src="{{image}}">{{/image}}</li>{{/cards}}</ul>';
    const cards = [{ name: 'One', image: '/a.png' }, { name: 'Two', image: null }];
    expect(fillTemplate(template, { tone: 'dark', cards })).toBe(
      '<ul><li class="dark">One<img src="/a.png"></li><li class="dark">Two</li></ul>',
    );
    expect(fillTemplate(template, { cards: [] })).toBe('<ul></ul>');
  });

  it('never reads a value as template, whatever an admin typed', () => {
    expect(fillTemplate('<b>{{name}}</b>{{secret}}', { name: '{{secret}} {{#x}}', secret: 'S' })).toBe('<b>{{secret}} {{#x}}</b>S');
  });

  it('puts the first view between the skeleton markers, or reports that there are none', () => {
    expect(withFirstView('<div><!--first-view--><i></i><!--/first-view--></div>', '<b>x</b>')).toBe(
      '<div><!--first-view--><b>x</b><!--/first-view--></div>',
    );
    expect(withFirstView('<div></div>', '<b>x</b>')).toBeNull();
  });
});
