import http from "node:http";
import { chromium } from "@playwright/test";
const got = [];
const server = http.createServer((req, res) => {
  if (req.method === "POST") { let b=""; req.on("data", c=>b+=c); req.on("end", ()=>{ got.push([req.url, req.headers["content-type"], b.slice(0,200)]); res.writeHead(204).end(); }); return; }
  const port = server.address().port;
  res.writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src 'self'; report-uri /r-uri; report-to csp", "reporting-endpoints": `csp="http://127.0.0.1:${port}/r-to"` });
  res.end("<html><body><p>hi</p></body></html>");
}).listen(0, "127.0.0.1");
await new Promise(r => server.on("listening", r));
const args = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium", args: ["--no-sandbox", ...args], ignoreDefaultArgs: ["--disable-background-networking"] });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src=x onerror="alert(1)">'));
for (let i = 0; i < 320 && got.length === 0; i++) await new Promise(r => setTimeout(r, 250));
console.log(args.join(" "), JSON.stringify(got));
await browser.close(); server.close();
