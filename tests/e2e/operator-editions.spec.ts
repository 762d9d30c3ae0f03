import { expect, projectPage, test, unique, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

/** A short mono 8 kHz WAV: a tone of 0.6 s. */
function toneWav(): Buffer {
  const samples = 4_800;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((i / 8000) * 2 * Math.PI * 440) * 9000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

test('an operator creates an edition in the console; it answers at its base path with an empty home', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '版本', exact: true }).click();
  await expect(page.getByRole('heading', { name: '所有版本', level: 2 })).toBeVisible();

  const form = page.getByRole('form', { name: '新建版本' });
  const sn = unique('e');
  // The API's own schema checks the form before anything is sent.
  await form.getByLabel('名称').fill('月影百科');
  await form.getByLabel('app_sn').fill('Not Valid');
  await form.getByLabel('路径（如 /ys/obc/）').fill('nope');
  await form.getByRole('button', { name: '新建版本' }).click();
  await expect(form.getByText('must be 2-32 lowercase letters, digits or _, starting with a letter')).toBeVisible();
  await expect(form.getByText('must look like /ns/site/')).toBeVisible();

  // A taken base path is refused by the server, which names the field.
  await form.getByLabel('app_sn').fill(sn);
  await form.getByLabel(/游戏标识/).fill(sn);
  await form.getByLabel('路径（如 /ys/obc/）').fill('/ys/obc/');
  await form.getByRole('button', { name: '新建版本' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'base_path: already used by another edition' })).toBeVisible();

  await form.getByLabel('路径（如 /ys/obc/）').fill(`/e2e/${sn}/`);
  await form.getByLabel('默认语言').selectOption('en-US');
  // The new edition's clock: the spec's UTC+8 unless the operator picks another zone, as in its settings.
  const zone = form.getByLabel(/^时区/);
  await expect(zone).toHaveValue('Asia/Shanghai');
  await zone.fill('Europe/Berlin');
  await form.getByRole('button', { name: '新建版本' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '已创建版本 月影百科' })).toBeVisible();
  const row = page.locator(`tr[data-edition="${sn}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `/e2e/${sn}/` })).toBeVisible();
  await expect(row.getByText('Europe/Berlin', { exact: true })).toBeVisible();
  await expect(form.getByLabel('app_sn')).toHaveValue('');
  await expect(zone).toHaveValue('Asia/Shanghai');
  await page.screenshot({ path: `/tmp/ops/admin-editions-${testInfo.project.name}.png`, fullPage: true });

  // The audit log has it.
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByText('edition.create').first()).toBeVisible();

  // A reader opens the new edition: an empty home, the footer with its own pages.
  const reader = await projectPage(browser, testInfo);
  const response = await visit(reader, `/e2e/${sn}/`);
  expect(response?.status()).toBe(200);
  const footer = reader.getByRole('contentinfo');
  await expect(footer.getByText(/月影百科/).first()).toBeVisible();
  await expect(footer.getByRole('img', { name: /月影百科/ })).toBeVisible();
  // The edition reads in its default language, English.
  await footer.getByRole('link', { name: 'About this wiki' }).click();
  await expect(reader.getByRole('heading', { name: 'About 月影百科', level: 2 })).toBeVisible();
  await reader.context().close();
});

test('an operator attaches an uploaded voice clip to a pool; readers play it on the home pool block', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  await signInToConsole(page);
  // Its own edition, so the demo's pools other tests count stay as seeded.
  const sn = unique('v');
  const created = await page.request.post('/api/ys_obc/v1/operator/edition/create', {
    data: {
      name: '语音测试',
      app_sn: sn,
      game: sn,
      base_path: `/e2e/${sn}/`,
      login_required: false,
      is_test: false,
      default_lang: 'zh-CN',
      logo_url: '',
      head_img_url: '',
    },
  });
  expect(created.status()).toBe(200);

  await visit(page, `/admin/${sn}/pools`);
  const form = page.getByRole('form', { name: '新建卡池' });
  await form.getByLabel('标题').fill('「潮音」祈愿');
  const voice = form.getByLabel('语音链接（/media/…）');

  // A picture renamed .mp3 is refused by its bytes.
  await form
    .getByTestId('voice-clip-file')
    .setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Only MP3, OGG, WAV, M4A and AAC audio is supported' })).toBeVisible();
  await expect(voice).toHaveValue('');

  await form.getByTestId('voice-clip-file').setInputFiles({ name: 'tide.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await expect(voice).toHaveValue(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/);
  await expect(form.getByLabel('试听语音')).toBeVisible();
  await form.getByLabel('显示语音').check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('form', { name: '编辑 「潮音」祈愿' })).toBeVisible();
  await page.screenshot({ path: `/tmp/ops/admin-pool-voice-${testInfo.project.name}.png`, fullPage: true });

  const reader = await projectPage(browser, testInfo);
  await visit(reader, `/e2e/${sn}/`);
  const pool = reader.locator('[data-block="eggPool"] > li', { hasText: '「潮音」祈愿' });
  await expect(pool).toBeVisible();
  await reader.locator('[data-block="eggPool"] audio').evaluate((audio) => ((audio as HTMLAudioElement).loop = true));
  await pool.getByRole('button', { name: '播放语音' }).click();
  await expect(pool.getByRole('button', { name: '暂停语音' })).toBeVisible();
  await expect.poll(() => reader.locator('[data-block="eggPool"] audio').evaluate((audio) => !(audio as HTMLAudioElement).paused)).toBe(true);
  await reader.context().close();
});
