import { type Kysely, type CreateTableBuilder } from 'kysely';

type AnyDb = Kysely<unknown>;

function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: string) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export function foundation(dialect: string) {
  return {
    async up(db: AnyDb) {
      const create = (name: string) => idColumn(db.schema.createTable(name), dialect);

      await create('editions')
        .addColumn('app_sn', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('game', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('base_path', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('login_required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('default_lang', 'varchar(16)', (c) => c.notNull().defaultTo('zh-CN'))
        .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('head_img_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('channels')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('parent_id', 'bigint', (c) => c.references('channels.id'))
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('slot', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('ch_ext', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_recent_update', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('channels_edition_parent').on('channels').columns(['edition_id', 'parent_id', 'sort']).execute();

      await create('contents')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bbs_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('tabs', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('author_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('editor_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('alias_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('corner_mark', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('article_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('end_time_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('contents_edition').on('contents').column('edition_id').execute();

      await create('channel_contents')
        .addColumn('channel_id', 'bigint', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ext', 'text', (c) => c.notNull().defaultTo('{}'))
        .addUniqueConstraint('channel_contents_unique', ['channel_id', 'content_id'])
        .execute();
      await db.schema.createIndex('channel_contents_content').on('channel_contents').column('content_id').execute();

      await create('banners')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('jump_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('announcements')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('speaker', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('pop_window', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('users')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('avatar', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_realname', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('contribution_records')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contribution_records_edition_time').on('contribution_records').columns(['edition_id', 'created_at']).execute();

      await create('gacha_pools')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('activity_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_before_act', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('pool', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('voice_icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('voice_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('voice_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .execute();

      await create('calendar_activities')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('jump_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('jump_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('drop_day', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('break_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('content_infos', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('sort', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();

      await create('uploads')
        .addColumn('key', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('mime', 'varchar(64)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('owner_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
