import { searchVariants } from './call-search';

describe('searchVariants', () => {
  it('searches a word written joined or apart both ways, however it was typed', () => {
    expect(searchVariants('callback')).toEqual(['call back', 'callback']);
    expect(searchVariants('Call  Back please')).toEqual(['call back please', 'callback please']);
    expect(searchVariants('call-back and voicemail')).toEqual(['call back and voice mail', 'callback and voicemail']);
  });

  it('leaves other text as typed, words that merely contain one included', () => {
    expect(searchVariants('Harbor Street')).toEqual(['Harbor Street']);
    expect(searchVariants('callbacks')).toEqual(['callbacks']);
    expect(searchVariants('recall back')).toEqual(['recall back']);
  });
});
