<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the participant list (Listing 1 of seed 003). Every name of a participant becomes the
  participant's placeholder (in pseudonym mode the surrogate of that name); public figures (role="celebrity") and the system account keep theirs.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:template match="tei:particDesc//tei:person[not(teianon:is-unreplaced-person(.))]//tei:persName
                       [not(ancestor::tei:persName)][not(teianon:is-placeholder(string(.)))]">
    <xsl:variable name="person" as="element(tei:person)" select="ancestor::tei:person[1]"/>
    <xsl:choose>
      <!-- A name of parts (<name>Anna Hein</name><addName type="ScreenName">lela2</addName>)
           keeps them: each part is replaced on its own, so that a real name and a screen name
           stay two names (and two surrogates). -->
      <xsl:when test="teianon:name-parts(.)">
        <xsl:copy>
          <xsl:apply-templates select="@*"/>
          <xsl:apply-templates select="node()" mode="teianon:name-parts">
            <xsl:with-param name="person" select="$person" tunnel="yes"/>
          </xsl:apply-templates>
        </xsl:copy>
      </xsl:when>
      <xsl:otherwise>
        <xsl:sequence select="teianon:replaced-name(., $person)"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The element with its text replaced by the participant's placeholder (in pseudonym mode
       the surrogate of that text). -->
  <xsl:function name="teianon:replaced-name" as="element()">
    <xsl:param name="name" as="element()"/>
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:variable name="replacement" as="xs:string" select="(
        if ($teianon:pseudonymising) then teianon:participant-surrogate($person, normalize-space($name)) else (),
        teianon:participant-placeholder($person))[1]"/>
    <xsl:for-each select="$name">
      <xsl:copy>
        <xsl:apply-templates select="@*"/>
        <xsl:sequence select="teianon:surrogate-mark(., $replacement)"/>
        <xsl:value-of select="$replacement"/>
      </xsl:copy>
    </xsl:for-each>
  </xsl:function>

  <!-- The parts of a participant's name that are names on their own: its innermost elements
       with text, but titles, "von" and "Jr." (roleName, nameLink, genName), which stay, and a
       name written beside them (Anna Hein<addName>…</addName>: a text node with a name's word).
       teianon.read.tei reads the same parts as the participant's names. -->
  <xsl:function name="teianon:name-parts" as="node()*">
    <xsl:param name="name" as="element()"/>
    <xsl:sequence select="$name//*[not(*)][normalize-space()]
                            [not(self::tei:roleName or self::tei:nameLink or self::tei:genName)]
                          | $name//text()[../*][teianon:names-words(.)]"/>
  </xsl:function>

  <xsl:mode name="teianon:name-parts" on-no-match="shallow-copy"/>

  <!-- A name written beside the parts (Anna Hein<addName type="ScreenName">lela2</addName>) is
       a name of its own and replaced; the white space around it stays. -->
  <xsl:template match="text()[../*][teianon:names-words(.)]" mode="teianon:name-parts">
    <xsl:param name="person" as="element(tei:person)" tunnel="yes"/>
    <xsl:variable name="replacement" as="xs:string" select="(
        if ($teianon:pseudonymising) then teianon:participant-surrogate($person, normalize-space(.)) else (),
        teianon:participant-placeholder($person))[1]"/>
    <xsl:value-of select="teianon:in-its-space(., $replacement)"/>
  </xsl:template>

  <!-- The replacement with the white space the text had before and after its words (a name
       beside the parts of a participant's or an entry's name, policy.xsl too). -->
  <xsl:function name="teianon:in-its-space" as="xs:string">
    <xsl:param name="text" as="xs:string"/>
    <xsl:param name="replacement" as="xs:string"/>
    <xsl:sequence select="(if (matches($text, '^\s')) then replace($text, '^(\s+)\S.*$', '$1', 's') else '')
                          || $replacement
                          || (if (matches($text, '\s$')) then replace($text, '^.*?\S(\s+)$', '$1', 's') else '')"/>
  </xsl:function>

  <!-- Words a name's text may hold beside its parts without naming anyone (titles, forms of
       address, particles): teianon.read.name_words.LOOSE_WORDS, kept equal by a test. -->
  <xsl:variable name="teianon:loose-words" as="xs:string*"
      select="tokenize('dr prof med phil jur dipl ing herr herrn frau fräulein mr mrs ms miss mx sir dame lord lady von van de der den del della di du la le zu zum zur und and et &amp;', ' ')"/>

  <!-- Whether the text is a name and nothing else: capitalised words of two letters or more,
       none of those words; a title, a particle, a comma or a bracket beside them leaves the text
       as it is (teianon.read.name_words.loose_name). -->
  <xsl:function name="teianon:names-words" as="xs:boolean">
    <xsl:param name="text" as="xs:string"/>
    <xsl:sequence select="matches(normalize-space($text), '^\p{Lu}[\p{L}''’\-]+( \p{Lu}[\p{L}''’\-]+)*$')
                          and not(some $word in tokenize(normalize-space($text), ' ')
                                  satisfies lower-case($word) = $teianon:loose-words)"/>
  </xsl:function>

  <xsl:template match="*[not(*)][normalize-space()][not(self::tei:roleName or self::tei:nameLink or self::tei:genName)]
                       [not(teianon:is-placeholder(string(.)))]" mode="teianon:name-parts">
    <xsl:param name="person" as="element(tei:person)" tunnel="yes"/>
    <xsl:sequence select="teianon:replaced-name(., $person)"/>
  </xsl:template>

</xsl:stylesheet>
