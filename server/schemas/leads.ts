// The Leads screen's answers (API.md "Site search and leads").
import { Type } from 'typebox';

export const LeadStateSchema = Type.Union([Type.Literal('new'), Type.Literal('contacted'), Type.Literal('closed')]);

export const LeadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: 'normalised: + and the digits' }),
  email: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  project_id: Type.Union([Type.Integer(), Type.Null()]),
  project: Type.Union([Type.Object({ id: Type.Integer(), title_en: Type.String(), title_tr: Type.String(), slug: Type.String() }), Type.Null()], {
    description: 'null when the lead named no project or the project was deleted since',
  }),
  lang: Type.Union([Type.Literal('tr'), Type.Literal('en')]),
  state: LeadStateSchema,
  note: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
