import { describe, expect, it } from "vitest";
import { chooserData } from "./chooser-data.server";
import { chooserView } from "./chooser-view";

const view = (query: string, data = chooserData()) => chooserView(new URLSearchParams(query), data);

describe("the chooser's view of an address", () => {
  it("asks the first question by default and for an unknown node", () => {
    expect(view("").node.id).toBe("start");
    expect(view("node=nope").node.id).toBe("start");
    expect(view("").summary).toBeNull();
  });

  it("recommends a tool at an end node, with its summary and the help line in the pain branch", () => {
    const end = view("node=outil_table_paix&from=mal");
    expect(end.summary?.name).toBeTruthy();
    expect(end.from).toBe("mal");
    expect(end.painBranch).toBe(true);
    expect(view("node=mal").painBranch).toBe(true);
    expect(view("node=ca_va").painBranch).toBe(false);
  });

  it("keeps the mood of the first answer, or the one carried, and refuses an unknown origin", () => {
    expect(view("node=mal").mood).toBe("mal");
    expect(view("node=outil_table_paix&humeur=mal").mood).toBe("mal");
    expect(view("node=outil_table_paix&humeur=nimporte").mood).toBeNull();
    expect(view("node=outil_table_paix&from=ailleurs").from).toBeNull();
    expect(view("q=peur").query).toBe("peur");
  });

  it("decides the same from the stored JSON copy as on the server, for every node (offline, issue 33)", () => {
    const stored = JSON.parse(JSON.stringify(chooserData()));
    for (const id of Object.keys(chooserData().nodes)) {
      for (const query of [`node=${id}`, `node=${id}&from=start&humeur=va`]) {
        expect(view(query, stored)).toEqual(view(query));
      }
    }
  });
});
