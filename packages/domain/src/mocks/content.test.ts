import { describe, expect, it } from 'vitest';
import * as contract from '../contract/index.ts';
import { contentFixtures as fixtures } from './content.ts';

describe('content fixtures', () => {
  it.each([
    ['promotionPage', contract.promotionPage, fixtures.promotionPage],
    ['articlePage', contract.articlePage, fixtures.articlePage],
    ['marketArticle', contract.article, fixtures.marketArticle],
    ['hostileArticle', contract.article, fixtures.hostileArticle],
    ['invoiceHelpPage', contract.contentPage, fixtures.invoiceHelpPage],
    ['companyPage', contract.contentPage, fixtures.companyPage],
    ['agreementProtocol', contract.protocol, fixtures.agreementProtocol],
    ['faqs', contract.faqList, fixtures.faqs],
    ['faq', contract.faq, fixtures.faq],
    ['questionPage', contract.questionPage, fixtures.questionPage],
    ['answeredQuestion', contract.question, fixtures.answeredQuestion],
    ['unansweredQuestion', contract.question, fixtures.unansweredQuestion],
    ['priceHistory', contract.priceHistory, fixtures.priceHistory],
    ['emptyPage', contract.articlePage, fixtures.emptyPage],
  ] as const)('%s matches the contract', (_, schema, fixture) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it('has a price history whose figures add up', () => {
    const prices = fixtures.priceHistory.points.map((point) => Number(point.price));
    expect(fixtures.priceHistory.high).toBe(`${Math.max(...prices)}.00`);
    expect(fixtures.priceHistory.low).toBe(`${Math.min(...prices)}.00`);
    expect(fixtures.priceHistory.change).toBe(`${(prices.at(-1) ?? 0) - (prices[0] ?? 0)}.00`);
  });
});
