import { emailField, fullNameField, locationSlugField, phoneField } from './common';
import { answer } from './form-description';

/**
 * Who is writing, as the franchise, catering and table forms ask for it: a full name, an e-mail and
 * a phone number, all required.
 */
export const personAnswers = {
  fullName: answer(fullNameField, { format: 'text' }),
  email: answer(emailField, { format: 'email' }),
  phone: answer(phoneField('validation.phoneRequired'), { format: 'phone' }),
};

/** The location a visitor chooses (a published one): staff read its name. */
export const locationAnswer = answer(locationSlugField('validation.locationRequired'), {
  format: 'text',
  key: 'location',
  location: true,
});
