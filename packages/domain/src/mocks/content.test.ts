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
    ['emptyPage', contract.articlePage, fixtures.emptyPage],
  ] as const)('%s matches the contract', (_, schema, fixture) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });
});
