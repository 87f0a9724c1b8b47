import { getDb } from '~/database.server.ts';
import { deskAction } from '~/features/desk/desk-endpoint.server.ts';
import { SAVED_QUERY } from '~/features/desk/messages.ts';
import { saveNemrutSettings } from '~/features/tourism/nemrut.server.ts';
import { NEMRUT_NUMBER_FIELDS, nemrutSettingsSchema } from '~/features/tourism/schema.ts';
import { NEMRUT_DESK_PATH } from '~/lib/paths.ts';

export const prerender = false;

export const POST = deskAction({
  schema: nemrutSettingsSchema,
  types: { numbers: NEMRUT_NUMBER_FIELDS },
  formPage: () => NEMRUT_DESK_PATH,
  run: async (data, admin) => {
    await saveNemrutSettings(getDb(), data, { id: admin.id, username: admin.username });
    return {
      kind: 'done',
      body: { ok: true },
      redirect: `${NEMRUT_DESK_PATH}?${SAVED_QUERY.name}=${SAVED_QUERY.saved}`,
    };
  },
});
